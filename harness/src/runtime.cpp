// SPDX-License-Identifier: Apache-2.0
#include "cudasem/runtime.h"

#include <cstdio>

#include "library.h"

namespace cudasem {

LoadedRuntime loaded_runtime() {
  const RuntimeLibrary lib = runtime_library(/*hash=*/true);
  LoadedRuntime out;
  out.toolkits_own = !lib.requested;
  out.release = lib.release;
  int major = 0, minor = 0;
  if (std::sscanf(lib.release.c_str(), "%d.%d", &major, &minor) == 2) out.release_version = 1000 * major + 10 * minor;
  return out;
}

}  // namespace cudasem
