"""The one model both halves use: the outcome vocabulary (outcome), result bundles (bundle),
case ids and renames (ids), CUDASEM_* settings (settings), perf measurement names (measurements)."""
