// SPDX-License-Identifier: Apache-2.0
// Characterization: cuGreenCtxCreate with flags 0 (without the required
// CU_GREEN_CTX_DEFAULT_STREAM) is called; the text names no outcome for it, and the code is
// recorded.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxCreate, WithoutDefaultStreamFlagFails,
    {
        .api = {"cuGreenCtxCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxCreate",
            .quote = "One of the supported green context creation flags. CU_GREEN_CTX_DEFAULT_STREAM is required."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::SmSplit split;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::split_device_sms(split, 8));
  CUdevResourceDesc desc = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevResourceGenerateDesc(&desc, &split.groups[0], 1));
  cudasem::driver_api::GreenCtx green;

  cudasem::observe(
      "create_without_default_stream_flag_result", drv.cuGreenCtxCreate(green.out(), desc, cudasem::device0(), 0));
}
