"""The one model both halves use: the outcome vocabulary (outcome), result bundles (bundle),
case ids and renames (ids), CUDASEM_* settings (settings), perf measurement names (measurements),
the build's case listing (listing: every case binary's --cudasem-list, the case list tools read)."""
