// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetExecAffinitySupport(CU_EXEC_AFFINITY_TYPE_SM_COUNT) of device 0 answers 0 or 1.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetExecAffinitySupport, IsBoolean,
    {
        .api = {"cuDeviceGetExecAffinitySupport"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetExecAffinitySupport",
            .quote =
                "CU_EXEC_AFFINITY_TYPE_SM_COUNT: 1 if context with limited SMs is supported by the device, or 0 if not;"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int supported = -1;

  CUDASEM_ASSERT_CU_OK(
      drv.cuDeviceGetExecAffinitySupport(&supported, CU_EXEC_AFFINITY_TYPE_SM_COUNT, cudasem::device0()));

  cudasem::observe("sm_count_affinity_supported", supported);
  CUDASEM_EXPECT_TRUE_NAMED("sm_count_affinity_is_boolean", supported == 0 || supported == 1) << supported;
}
