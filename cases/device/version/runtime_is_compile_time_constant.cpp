// SPDX-License-Identifier: Apache-2.0
// cudaRuntimeGetVersion returns the version of the CUDA runtime instance the process loaded: the
// toolkit's own runtime answers CUDART_VERSION of the headers this binary was built with; another
// release (CUDASEM_CUDART) answers its own version, which its wheel's metadata names (a 13.5.37
// runtime under a 13.0 build answers 13050: the instance's version, not the application's headers').
#include "cudasem/cudasem.h"
#include "cudasem/runtime.h"

CUDASEM_CASE(DeviceVersion, RuntimeIsCompileTimeConstant,
    {
        .api = {"cudaRuntimeGetVersion"},
        .cite = {.doc = "RT",
            .section = "cudaRuntimeGetVersion",
            .quote = "Returns in *runtimeVersion the version number of the current CUDA Runtime instance."},
        .claim = cudasem::Claim::promise,
    }) {
  int runtime = 0;
  CUDASEM_ASSERT_OK(cudaRuntimeGetVersion(&runtime));
  cudasem::environment("runtime_version", runtime);
  cudasem::environment("cudart_version_macro", CUDART_VERSION);
  const cudasem::LoadedRuntime loaded = cudasem::loaded_runtime();
  int expected = CUDART_VERSION;
  if (!loaded.toolkits_own) {
    CUDASEM_ASSERT_TRUE_NAMED("loaded_runtime.release_known", loaded.release_version > 0)
        << "CUDASEM_CUDART names a runtime whose release is unknown (no verified cudart.json beside it)";
    cudasem::environment("runtime_release", loaded.release);
    expected = loaded.release_version;
  }
  CUDASEM_EXPECT_EQ_NAMED("runtime_version.of_loaded_instance", runtime, expected);
}
