import type { SwizzlableName } from '../../bundle/theme/registry.ts';

/** The starting file of `swizzle <Name> --wrap`: a component rendering the original with its props, as Docusaurus writes it. */
export function wrapSource(name: SwizzlableName): string {
  return `import type { ${name}Props } from 'sitegen/theme';
import ${name} from '@theme-original/${name}';

/** sitegen's ${name}, wrapped: add what the site needs around it. */
export default function ${name}Wrapper(props: ${name}Props) {
  return (
    <>
      <${name} {...props} />
    </>
  );
}
`;
}
