// SPDX-License-Identifier: Apache-2.0
// Characterization: cuGreenCtxStreamCreate with flags 0 (without the required
// CU_STREAM_NON_BLOCKING) is called; the text names no outcome for it, and the code is recorded.
// The returned handle is owned (and destroyed) only when the call succeeded: after the failure
// *phStream may hold a value that is no stream (with driver 580 the first run's owner failed to
// destroy it: CUDA_ERROR_INVALID_HANDLE).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxStreamCreate, WithoutNonBlockingFails,
    {
        .api = {"cuGreenCtxStreamCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxStreamCreate",
            .quote = "flags - Flags for stream creation. CU_STREAM_NON_BLOCKING must be specified."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  CUstream created_stream = nullptr;

  const CUresult created = drv.cuGreenCtxStreamCreate(&created_stream, g.green, CU_STREAM_DEFAULT, 0);

  cudasem::DrvStream stream(created == CUDA_SUCCESS ? created_stream : nullptr);
  cudasem::observe("stream_create_without_non_blocking_result", created);
}
