// SPDX-License-Identifier: Apache-2.0
// Whether cudaDeviceReset after a sticky error makes the device usable again in the same
// process (the ERR text only says the process must be relaunched).
#include "cudasem/cudasem.h"

CUDASEM_CASE(StickyErrors, DeviceResetAfterFault,
    {
        .api = {"cudaDeviceReset"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorIllegalAddress)",
            .quote = "To continue using CUDA, the process must be terminated and relaunched."},
        .claim = cudasem::Claim::caller_requirement,
        .exclusive = true,
        .intentional_faults = {{"memcheck",
            "writes through an invalid address on purpose (an illegal-address fault is the behavior under test)"}},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  {
    cudasem::CheckLabel label("arranged_fault");
    CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(nullptr, nullptr, 1));
    CUDASEM_ASSERT_ERROR(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  }

  cudaError_t reset = cudaDeviceReset();
  void* p = nullptr;
  cudaError_t alloc = cudaMalloc(&p, 256);
  cudaError_t launch = cudasem::kernels::launch_empty(nullptr);
  cudaError_t sync = cudaDeviceSynchronize();

  cudasem::observe("usable_after_reset", alloc == cudaSuccess && launch == cudaSuccess && sync == cudaSuccess);
  cudasem::observe("reset_error", reset);
  cudasem::observe("malloc_after_reset", alloc);
  cudasem::observe("launch_after_reset", launch);
  cudasem::observe("synchronize_after_reset", sync);
  cudasem::Owner<void*, &cudasem::detail::free_device> owned(alloc == cudaSuccess ? p : nullptr);
}
