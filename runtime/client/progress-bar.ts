/**
 * The navigation progress bar (SPEC section 9): nprogress's behaviour, written small. It shows
 * only when a navigation to another path takes longer than `delay`, trickles towards the end
 * while loading, and completes when the route update does.
 */
export interface ProgressOptions {
  delay: number;
  minimum: number;
  /** Duration of one move and of the fade-out, in ms. */
  speed: number;
  trickleRate: number;
  trickleSpeed: number;
}

export const PROGRESS_DEFAULTS: ProgressOptions = { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 };

/** Draws the bar: `n` in [minimum, 1], or null to remove it. */
export type ProgressView = (n: number | null) => void;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export class Progress {
  /** Current position, null while no bar is shown. */
  status: number | null = null;
  readonly options: ProgressOptions;
  #pending: ReturnType<typeof setTimeout> | undefined;
  #trickle: ReturnType<typeof setInterval> | undefined;
  #hide: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly view: ProgressView,
    options: Partial<ProgressOptions> = {},
    private readonly random: () => number = Math.random,
  ) {
    this.options = { ...PROGRESS_DEFAULTS, ...options };
  }

  /** A navigation began: the bar appears after the delay unless done() comes first. */
  start(): void {
    if (this.#pending !== undefined || this.#trickle !== undefined) return;
    this.#pending = setTimeout(() => {
      this.#pending = undefined;
      clearTimeout(this.#hide);
      this.set(0);
      this.#trickle = setInterval(() => this.inc(this.random() * this.options.trickleRate), this.options.trickleSpeed);
    }, this.options.delay);
  }

  /** The route update completed: a shown bar runs to the end and fades; a pending one never shows. */
  done(): void {
    clearTimeout(this.#pending);
    this.#pending = undefined;
    if (this.status === null) return;
    clearInterval(this.#trickle);
    this.#trickle = undefined;
    this.inc(0.3 + 0.5 * this.random());
    this.set(1);
  }

  set(n: number): void {
    const { minimum, speed } = this.options;
    this.status = n === 1 ? 1 : clamp(n, minimum, 1);
    this.view(this.status);
    if (this.status === 1) {
      this.status = null;
      // One move to the end, then the fade, then removal.
      this.#hide = setTimeout(() => this.view(null), speed * 2);
    }
  }

  /** Moves forward by `amount`, never reaching the end on its own. */
  inc(amount: number): void {
    if (this.status === null || this.status >= 1) return;
    this.set(clamp(this.status + amount, 0, 0.994));
  }
}

/**
 * The bar's element, outside the React root so it never touches hydration. Styled inline: the
 * stylesheet belongs to the theme, and the bar needs only these few rules.
 */
export function progressView(doc: Document, speed = PROGRESS_DEFAULTS.speed): ProgressView {
  let bar: HTMLElement | undefined;
  return (n) => {
    if (n === null) {
      bar?.remove();
      bar = undefined;
      return;
    }
    if (!bar) {
      bar = doc.createElement('div');
      bar.className = 'sg-progress';
      bar.setAttribute('aria-hidden', 'true');
      bar.style.cssText = `pointer-events:none;position:fixed;top:0;left:0;right:0;z-index:1031;height:3px;overflow:hidden;transition:opacity ${speed}ms linear ${speed}ms`;
      bar.innerHTML = `<div class="sg-progress__bar" style="height:100%;background:var(--sg-color-primary,#1d4ed8);transform:translate3d(-100%,0,0);transition:transform ${speed}ms ease"></div>`;
      doc.body.append(bar);
      // Lay out the starting point first, so the first move animates.
      void bar.offsetWidth;
    }
    bar.style.opacity = n === 1 ? '0' : '1';
    (bar.firstChild as HTMLElement).style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
  };
}
