// SPDX-License-Identifier: Apache-2.0
// cudaRuntimeGetVersion equals CUDART_VERSION of the headers this binary was built with.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceVersion, RuntimeIsCompileTimeConstant, {
    .id = "device.version.runtime_is_compile_time_constant",
    .cite = {.doc = "RT", .section = "cudaRuntimeGetVersion",
             .quote = "The purpose of this API is solely to return a compile-time constant stating the CUDA Toolkit version in the above format.",
             .version = "13.0"},
}) {
  int runtime = 0;

  CUDASEM_ASSERT_OK(cudaRuntimeGetVersion(&runtime));

  cudasem::observe("runtime_version", runtime);
  cudasem::observe("CUDART_VERSION", CUDART_VERSION);
  EXPECT_EQ(runtime, CUDART_VERSION);
}
