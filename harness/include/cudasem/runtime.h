// SPDX-License-Identifier: Apache-2.0
// The CUDA runtime library this process loaded: the toolkit's own, or another release that
// CUDASEM_CUDART named (harness/src/library.h checks, before any case runs, that the one named is
// the one loaded).
#pragma once

#include <string>

namespace cudasem {

struct LoadedRuntime {
  bool toolkits_own = true;  // no CUDASEM_CUDART: the runtime the binary was built against
  // Another release's version from its wheel's metadata (cudart.json beside the library, written by
  // `cudasem runtime fetch` and trusted only when its sha256 is the library's): "13.5.37", and as
  // cudaRuntimeGetVersion writes it, 13050; "" and -1 when unknown.
  std::string release;
  int release_version = -1;
};

LoadedRuntime loaded_runtime();

}  // namespace cudasem
