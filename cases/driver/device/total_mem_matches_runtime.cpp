// SPDX-License-Identifier: Apache-2.0
// cuDeviceTotalMem of device 0 equals the runtime's cudaDeviceProp::totalGlobalMem.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverDeviceTotalMem, MatchesRuntime,
    {
        .api = {"cuDeviceTotalMem"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceTotalMem",
            .quote = "Returns in *bytes the total amount of memory available on the device dev in bytes."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  std::size_t bytes = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceTotalMem(&bytes, cudasem::device0()));

  cudaDeviceProp prop{};
  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&prop, 0));
  cudasem::environment("total_mem_bytes", static_cast<unsigned long long>(bytes));
  CUDASEM_EXPECT_TRUE_NAMED("total_mem_positive", bytes > 0u);
  CUDASEM_EXPECT_EQ_NAMED("total_mem_matches_runtime", bytes, prop.totalGlobalMem);
}
