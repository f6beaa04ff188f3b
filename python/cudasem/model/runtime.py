"""The CUDA runtime a run loaded, as the tools name it (identity.runtime and identity.runtime_library,
harness/src/library.h): one label for an axis value, a merge group and a comparison."""

from __future__ import annotations


def runtime_library(ident: dict) -> dict | None:
    """identity.runtime_library, or None (a bundle written before it was recorded, or unknown)."""
    lib = ident.get("runtime_library")
    return lib if isinstance(lib, dict) else None


def runtime_label(ident: dict) -> str:
    """The runtime a run loaded, as the axis, merge groups and compare tell runs apart. A runtime
    chosen with CUDASEM_CUDART: '13.2.75' (the release its cudart.json names), else '13.2 (sha256
    c7eaa64c99c2)' (cudaRuntimeGetVersion and the file's hash). The build's own runtime: '13.0', as
    bundles written before runtime_library was recorded say it, so that they pair with newer ones."""
    version = str((ident.get("runtime") or {}).get("version") or "unknown runtime")
    lib = runtime_library(ident)
    if not lib or not lib.get("requested"):
        return version
    if lib.get("release"):
        return str(lib["release"])
    return f"{version} (sha256 {str(lib.get('sha256') or '')[:12]})"


def requested_line(ident: dict) -> list[str]:
    """'CUDA runtime: 13.2.75, /x/libcudart.so.13 (CUDASEM_CUDART)' for a run against a runtime chosen
    with CUDASEM_CUDART; nothing otherwise."""
    lib = runtime_library(ident)
    if not lib or not lib.get("requested"):
        return []
    return [f"CUDA runtime: {runtime_label(ident)}, {lib.get('path')} (CUDASEM_CUDART), not the toolkit's"]
