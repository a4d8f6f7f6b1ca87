import { cx } from './class-names.ts';

export interface ThemedImageProps {
  src: string;
  srcDark?: string;
  alt: string;
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** Both images are in the markup; CSS shows the one for `<html data-theme>`, so there is no flash. */
export function ThemedImage({ src, srcDark, alt, width, height, className }: ThemedImageProps) {
  const common = { alt, width, height };
  if (!srcDark || srcDark === src) return <img {...common} src={src} className={className} />;
  return (
    <>
      <img {...common} src={src} className={cx(className, 'themed-image--light')} />
      <img {...common} src={srcDark} className={cx(className, 'themed-image--dark')} />
    </>
  );
}
