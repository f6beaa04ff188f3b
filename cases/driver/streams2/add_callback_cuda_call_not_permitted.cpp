// SPDX-License-Identifier: Apache-2.0
// A callback added with cuStreamAddCallback calls cuMemAlloc: the call returns
// CUDA_ERROR_NOT_PERMITTED (checked on the test thread; anything it allocated is freed).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
struct Inside {
  std::atomic<bool> ran{false};
  CUresult result = CUDA_ERROR_UNKNOWN;
  CUdeviceptr allocation = 0;
};
void CUDA_CB call_mem_alloc(CUstream, CUresult, void* data) {
  auto* inside = static_cast<Inside*>(data);
  inside->result = cudasem::driver().cuMemAlloc(&inside->allocation, 256);
  inside->ran = true;
}
}  // namespace

CUDASEM_CASE(CuStreamAddCallback, CudaCallNotPermitted,
    {
        .api = {"cuStreamAddCallback"},
        .cite = {.doc = "DRV",
            .section = "cuStreamAddCallback",
            .quote =
                "Callbacks must not make any CUDA API calls. Attempting to use a CUDA API will result in CUDA_ERROR_NOT_PERMITTED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  Inside inside;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamAddCallback(stream, call_mem_alloc, &inside, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  CUDASEM_ASSERT_TRUE_NAMED("callback_ran", inside.ran.load()) << "the callback had not run when the stream finished";
  cudasem::observe("mem_alloc_inside", inside.result);
  if (inside.result == CUDA_SUCCESS) {
    CUDASEM_EXPECT_CU_OK(drv.cuMemFree(inside.allocation));
  }
  CUDASEM_EXPECT_CU_ERROR_OF(cuMemAlloc, inside.result, CUDA_ERROR_NOT_PERMITTED);
}
