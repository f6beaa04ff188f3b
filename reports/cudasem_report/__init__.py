"""cudasem result bundles: assembly (run), validation (bundle), comparison (compare) and the
HTML report (render)."""

__version__ = "0.1.0"
