import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEV_REFRESH } from '../../runtime/client/dev-refresh.ts';
import type { TransformHtml } from '../serve/derived-files.ts';

export const EVENTS_PATH = '/__sitegen/events';

/**
 * After a reload event, the rebuild leaves the machine to the open tabs: until one asks for a file
 * (the new page's data) and has this long to show it, or at most TABS_FIRST_MAX_MS. Making the
 * site-wide files meanwhile (llms, search, feeds: 50 ms at 1,000 pages) took the cores a tab needs:
 * the page was on disk 80-100 ms before the tab showed it, 30-45 ms since.
 */
const TAB_SHOWS_MS = 50;
const TABS_FIRST_MAX_MS = 150;

/** How many reload events a tab that connects late can still be told of; one further behind reloads in full. */
const KEPT_RELOADS = 100;

/**
 * Server-sent events to every open tab: `reload` with the route paths that changed, `problems`
 * with the diagnostics text of a failed rebuild. A tab that connects during a failure gets it at once.
 *
 * Each reload has an id (`<this server's session>:<count>`), and every page served carries the id of
 * the last one (`transform`): a tab connects with it, and is sent the reloads it missed while it was
 * loading or reconnecting. Without that, a save while a tab reloaded (after the previous save)
 * went unseen until the next one.
 */
export class LiveReloadHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly session = Date.now().toString(36);
  /** The paths of the last KEPT_RELOADS reloads; the count of reloads sent is `dropped + reloads.length`. */
  private readonly reloads: (string[] | '*')[] = [];
  private dropped = 0;
  private problems: string | undefined;
  /** Called on the first request after a reload event, while the rebuild waits on the tabs. */
  private asked: (() => void) | undefined;

  /** For the server: every page gets the script, knowing which reload it was served after. */
  readonly transform: TransformHtml = {
    apply: (html) => injectLiveReload(html, this.lastId()),
    version: () => this.lastId(),
  };

  handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!req.url?.startsWith(EVENTS_PATH)) {
      this.asked?.();
      return false;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    // The browser sends the last id it got when it reconnects; a page's first connection names the one it was served after.
    const since = header(req.headers['last-event-id']) ?? new URL(req.url, 'http://localhost').searchParams.get('since');
    const missed = this.missedSince(since);
    if (missed) res.write(reloadFrame(this.lastId(), missed));
    if (this.problems !== undefined) res.write(frame('problems', { text: this.problems }));
    this.clients.add(res);
    req.once('close', () => this.clients.delete(res));
    return true;
  };

  /** Tells the tabs; resolves once they have had the machine to themselves (TAB_SHOWS_MS), at once when none is open. */
  reload(paths: string[] | '*'): Promise<void> {
    this.problems = undefined;
    this.reloads.push(paths);
    if (this.reloads.length > KEPT_RELOADS) {
      this.reloads.shift();
      this.dropped++;
    }
    this.send(reloadFrame(this.lastId(), paths));
    if (this.clients.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const ask = () => {
        this.asked = undefined;
        setTimeout(done, TAB_SHOWS_MS);
      };
      // Once only: a tab that asked late must not end the wait of the next reload.
      const done = () => {
        clearTimeout(latest);
        if (this.asked === ask) this.asked = undefined;
        resolve();
      };
      const latest = setTimeout(done, TABS_FIRST_MAX_MS);
      this.asked = ask;
    });
  }

  report(text: string): void {
    this.problems = text;
    this.send(frame('problems', { text }));
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private send(data: string): void {
    for (const client of this.clients) client.write(data);
  }

  private lastId(): string {
    return `${this.session}:${this.dropped + this.reloads.length}`;
  }

  /** The paths of every reload after `since` merged, or undefined when there was none. */
  private missedSince(since: string | null | undefined): string[] | '*' | undefined {
    if (since === undefined || since === null || since === this.lastId()) return undefined;
    const [session, count] = since.split(':');
    const after = Number(count) - this.dropped;
    // Served by an earlier watch, or so long ago that its reloads are no longer kept: the whole page may have changed.
    if (session !== this.session || !Number.isInteger(after) || after < 0 || after > this.reloads.length) return '*';
    const missed = this.reloads.slice(after);
    return missed.includes('*') ? '*' : [...new Set(missed.flat())];
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function reloadFrame(id: string, paths: string[] | '*'): string {
  return `id: ${id}\n${frame('reload', { paths })}`;
}

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Injected before `</body>` of every page watch serves. When the tab's route changed, the runtime
 * loads it again in place (DEV_REFRESH), some 100 ms sooner than a reload; after a change to
 * everything, a failed refresh, or a fixed failure, the tab reloads, keeping the scroll position.
 * Rebuild problems show as an overlay.
 */
function liveReloadScript(lastId: string): string {
  const events = `${EVENTS_PATH}?since=${encodeURIComponent(lastId)}`;
  return `<script>(()=>{const K="sitegen:scroll",n=p=>p.replace(/\\/(index\\.html)?$/,"")||"/",s=sessionStorage.getItem(K);if(s!==null){sessionStorage.removeItem(K);const y=+s,go=()=>scrollTo(0,y);go();addEventListener("load",go);setTimeout(go,50)}let o;const es=new EventSource(${JSON.stringify(events)});es.addEventListener("reload",e=>{const{paths}=JSON.parse(e.data),full=()=>{sessionStorage.setItem(K,String(scrollY));location.reload()};if(o||paths==="*")return full();if(paths.some(p=>n(p)===n(location.pathname))){const r=window[${JSON.stringify(DEV_REFRESH)}];r?r().catch(full):full()}});es.addEventListener("problems",e=>{const{text}=JSON.parse(e.data);if(!o){o=document.createElement("div");o.id="sitegen-error-overlay";o.setAttribute("role","alert");o.style.cssText="position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.94);color:#f8fafc;font:14px/1.5 ui-monospace,monospace;padding:32px;overflow:auto;white-space:pre-wrap";document.body.appendChild(o)}o.textContent="sitegen: the last change did not build. The page shows the last good build.\\n\\n"+text})})();</script>`;
}

/** The page with the live-reload script, which connects as a tab served after reload `lastId`. */
function injectLiveReload(html: string, lastId: string): string {
  const script = liveReloadScript(lastId);
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + script : `${html.slice(0, at)}${script}${html.slice(at)}`;
}
