"""What reports: the HTML report (render, view, apipages, charts) and the exports (export)."""
