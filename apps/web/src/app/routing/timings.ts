/**
 * The spec's modal timings (20, 100, 500, 600, 615 ms), as the panel uses them: it mounts closed and
 * opens 20 ms later so the slide runs; the overlay fades in 100 ms; the panel slides in 500 ms; a close
 * slides out and navigates at 600 ms; the last 15 ms let the outgoing content unmount before focus returns.
 */
export const MODAL_TIMINGS = Object.freeze({
  openDelay: 20,
  overlay: 100,
  slide: 500,
  closeNavigate: 600,
  settle: 615,
});

/** Panel widths of the spec's modal sizes. */
export const MODAL_WIDTHS = Object.freeze({ small: 480, normal: 760, large: 1100 });
