// Marks each drawn chart line (and each run's group of markers) with the size the browser laid it out at (data-drawn="WxH"), so
// a test in headless Chromium can tell a rendered chart from an empty one. The charts are plain
// SVG and need no script to show.
document.addEventListener("DOMContentLoaded", () => {
  for (const line of document.querySelectorAll("svg.perf-chart polyline, svg.perf-chart g.line")) {
    const box = line.getBBox();
    line.setAttribute("data-drawn", `${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  for (const svg of document.querySelectorAll("svg.perf-chart")) {
    const r = svg.getBoundingClientRect();
    svg.setAttribute("data-drawn", `${Math.round(r.width)}x${Math.round(r.height)}`);
  }
});
