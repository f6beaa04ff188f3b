// SPDX-License-Identifier: Apache-2.0
// cudaRuntimeGetVersion equals CUDART_VERSION of the headers this binary was built with.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceVersion, RuntimeIsCompileTimeConstant,
    {
        .api = {"cudaRuntimeGetVersion"},
        .cite = {.doc = "RT",
            .section = "cudaRuntimeGetVersion",
            .quote =
                "The purpose of this API is solely to return a compile-time constant stating the CUDA Toolkit version in the above format."},
        .claim = cudasem::Claim::promise,
    }) {
  int runtime = 0;

  CUDASEM_ASSERT_OK(cudaRuntimeGetVersion(&runtime));

  cudasem::environment("runtime_version", runtime);
  cudasem::environment("cudart_version_macro", CUDART_VERSION);
  EXPECT_EQ(runtime, CUDART_VERSION);
}
