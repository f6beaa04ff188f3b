// SPDX-License-Identifier: Apache-2.0
// cuCtxGetExecAffinity(CU_EXEC_AFFINITY_TYPE_SM_COUNT) in the primary context (created without an
// affinity) reports a number of SMs between 1 and the device's SM count. UNSUPPORTED where
// cuDeviceGetExecAffinitySupport says the device does not support SM-count affinity.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxGetExecAffinity, SmCountWithinDevice,
    {
        .api = {"cuCtxGetExecAffinity"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetExecAffinity",
            .quote = "CU_EXEC_AFFINITY_TYPE_SM_COUNT: number of SMs the context is limited to use."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  int supported = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetExecAffinitySupport(&supported, CU_EXEC_AFFINITY_TYPE_SM_COUNT, dev));
  if (supported != 1) GTEST_SKIP() << "cuDeviceGetExecAffinitySupport(SM_COUNT) is " << supported;
  cudasem::PrimaryCurrent primary;
  CUexecAffinityParam param{};

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetExecAffinity(&param, CU_EXEC_AFFINITY_TYPE_SM_COUNT));

  const int sms = cudasem::attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
  cudasem::environment("context_sm_count", param.param.smCount.val);
  CUDASEM_EXPECT_TRUE_NAMED(
      "sm_count_within_device", param.param.smCount.val >= 1 && static_cast<int>(param.param.smCount.val) <= sms)
      << param.param.smCount.val << " of " << sms;
}
