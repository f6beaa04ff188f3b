// The search of a results store's index (report/collapsed.py, templates/store_index.html), offline
// and without a library, as the index of a render of bundles searches (report.js):
//   a word of 3 or more characters that starts a word of a run's GPU, driver, runtime, suite commit,
//   start date or file name (H100, 580, 77d0a3f) picks the runs it names (every such word must name
//   the run) in the runs table; the other words find the behaviors whose id holds every one of them
//   (a list of links to their pages, the areas table narrowed to their areas);
//   a typed version (575.57.08, 13.2) or a long number that names no run and no behavior says so in
//   words, with the versions the runs have, instead of a bare "0 of N".
// The query is kept in the URL (#q=...).
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var input = document.getElementById("q"), form = document.getElementById("store-search");
  var data = document.getElementById("behavior-ids");
  if (!input || !form || !data) return;
  var behaviors = [];  // [id, worst outcome, area], by area and id
  var byArea = JSON.parse(data.textContent);  // {area: [[id, worst outcome], ...]}
  Object.keys(byArea).forEach(function (area) {
    byArea[area].forEach(function (b) { behaviors.push([b[0], b[1], area]); });
  });
  var runs = Array.prototype.slice.call(document.querySelectorAll("#runs-table tbody tr[data-match]"));
  var areas = Array.prototype.slice.call(document.querySelectorAll("#areas-table tbody tr[data-area]"));
  var shown = document.getElementById("shown"), hits = document.getElementById("search-hits");
  var note = document.getElementById("no-run-match");
  var SHOWN_HITS = 100;

  // A page's file name, as python/cudasem/report/text.py's slug writes it (report.js, loaded first).
  var slug = window.cudasemSlug;

  function badge(outcome) {
    var span = document.createElement("span");
    span.className = "badge o-" + outcome;
    span.textContent = outcome === "NOT_RUN" ? "not run" : outcome;
    return span;
  }

  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }

  function apply() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean), named = null, rest = [];
    words.forEach(function (w) {
      var mine = runs.filter(function (tr) {
        return w.length >= 3 && tr.dataset.match.toLowerCase().split(/\s+/).some(function (t) { return t.indexOf(w) === 0; });
      });
      if (!mine.length) { rest.push(w); return; }
      named = named ? named.filter(function (tr) { return mine.indexOf(tr) >= 0; }) : mine;
    });
    runs.forEach(function (tr) { tr.hidden = !!named && named.indexOf(tr) < 0; });
    var found = rest.length ? behaviors.filter(function (b) {
      var id = b[0].toLowerCase();
      return rest.every(function (w) { return id.indexOf(w) >= 0; });
    }) : [];
    var inArea = {};
    found.forEach(function (b) { inArea[b[2]] = true; });
    areas.forEach(function (tr) { tr.hidden = rest.length > 0 && !inArea[tr.dataset.area]; });
    hits.textContent = "";
    hits.hidden = !found.length;
    found.slice(0, SHOWN_HITS).forEach(function (b) {
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = "case/" + slug(b[0]) + ".html";
      a.textContent = b[0];
      li.dataset.id = b[0];
      li.append(badge(b[1]), " ", a);
      hits.append(li);
    });
    if (found.length > SHOWN_HITS) {
      var more = document.createElement("li");
      more.className = "muted";
      more.textContent = "and " + (found.length - SHOWN_HITS) + " more (type more of the id)";
      hits.append(more);
    }
    var parts = [];
    if (named) parts.push(plural(named.length, "run") + " of " + runs.length);
    if (rest.length) parts.push(plural(found.length, "behavior") + " of " + behaviors.length);
    shown.textContent = parts.length ? "showing " + parts.join(", ") : "";
    shown.dataset.shown = rest.length ? found.length : named ? named.length : runs.length;
    // a typed version that names no run and no behavior: said in words
    var missed = rest.filter(function (w) { return /^\d+(\.\d+)+$|^\d{3,}$/.test(w); });
    note.hidden = !(missed.length && runs.length && found.length === 0);
    if (!note.hidden) {
      var versions = {};
      runs.forEach(function (tr) {
        [tr.dataset.driver, tr.dataset.runtime].forEach(function (v) { if (v) versions[v] = true; });
      });
      note.textContent = "No run matches " + missed.map(function (w) { return "\u201c" + w + "\u201d"; }).join(", ") +
        ": no run has that driver, runtime or suite commit (the runs have " + Object.keys(versions).sort().join(", ") +
        "), and no behavior's id holds it.";
    }
    var hash = words.length ? "#q=" + encodeURIComponent(input.value.trim()) : "";
    if (location.hash === hash) return;
    try { history.replaceState(null, "", hash || location.pathname + location.search); } catch (e) { /* kept as typed */ }
  }

  var m = /^#q=(.*)$/.exec(location.hash);
  if (m) input.value = decodeURIComponent(m[1]);
  input.addEventListener("input", apply);
  form.addEventListener("submit", function (e) { e.preventDefault(); apply(); });
  apply();
});
