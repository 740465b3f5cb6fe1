// Runs in each page before its scripts (addInitScript): counts frames over 50 ms, tracks the
// peak number of elements, and checks that the grid really laid out and filled the viewport.
export const PROBE = () => {
  const state = { long: 0, gaps: 0, peak: 0, minCovered: Infinity, details: [] };
  const count = () => document.getElementsByTagName('*').length;
  // Frames over 50 ms as Chromium reports them (Long Animation Frames API)...
  const record = (entries) => {
    for (const e of entries) {
      if (e.duration <= 50) continue;
      state.long++;
      state.details.push({
        at: Math.round(e.startTime),
        ms: Math.round(e.duration),
        renderMs: Math.round(e.startTime + e.duration - (e.renderStart || e.startTime)),
        scripts: e.scripts.map((x) => `${x.invoker} ${Math.round(x.duration)}`),
      });
    }
  };
  let observer = null;
  try {
    observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    observer = null;
  }
  // ...and gaps over 50 ms between animation frames, which also catch blocked frames.
  let last = performance.now();
  const tick = (t) => {
    if (t - last > 50) state.gaps++;
    last = t;
    state.peak = Math.max(state.peak, count());
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const cards = () =>
    [...document.querySelectorAll('[data-card]')].map((c) => c.getBoundingClientRect());
  const inView = (r) => r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  window.__probe = {
    reset() {
      observer?.takeRecords();
      Object.assign(state, { long: 0, gaps: 0, peak: count(), minCovered: Infinity, details: [] });
      last = performance.now();
    },
    read() {
      record(observer?.takeRecords() ?? []);
      const out = {
        peakNodes: Math.max(state.peak, count()),
        longFrames: state.long,
        rafGaps: state.gaps,
      };
      if (state.minCovered !== Infinity) out.minCovered = state.minCovered;
      if (state.details.length) out.longFrameDetails = state.details;
      return out;
    },
    /** Distinct card lefts in the viewport: the number of columns actually shown. */
    columns: () =>
      new Set(
        cards()
          .filter(inView)
          .map((r) => Math.round(r.left)),
      ).size,
    checkCovered() {
      state.minCovered = Math.min(state.minCovered, cards().filter(inView).length);
    },
  };
};
