const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Reads a text line after line and tells whether each line belongs to fenced code, its opening
 * and closing fences included: what MDX's detection and its comment reading both skip.
 */
export function fencedLineReader(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return true;
    }
    if (marker) fence = marker;
    return marker !== undefined;
  };
}
