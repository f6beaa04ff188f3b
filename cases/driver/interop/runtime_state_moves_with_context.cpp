// SPDX-License-Identifier: Apache-2.0
// A cuCtxCreate context holds a cudaMalloc allocation made on this thread; the context is popped
// and pushed on another host thread, where the runtime reads the allocation's contents back and
// frees it (the runtime state moved with the context).
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(DriverRuntimeInterop, RuntimeStateMovesWithContext,
    {
        .api = {"cuCtxPushCurrent", "cudaMemcpy", "cudaFree"},
        .cite = {.doc = "RT",
            .section = "Interactions with the CUDA Driver API",
            .quote =
                "In particular, if a CUcontext is moved from one thread to another then all CUDA Runtime API state will move to that thread as well."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  constexpr std::size_t n = 256;
  unsigned* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMalloc(reinterpret_cast<void**>(&p), n * sizeof(unsigned)));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, p, n, 7));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUcontext popped = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));
  std::vector<unsigned> host(n, 0);
  cudaError_t copy = cudaErrorUnknown, release = cudaErrorUnknown;
  CUresult push = CUDA_ERROR_UNKNOWN, pop = CUDA_ERROR_UNKNOWN;

  std::thread([&] {
    push = drv.cuCtxPushCurrent(popped);
    copy = cudaMemcpy(host.data(), p, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    release = cudaFree(p);
    CUcontext back = nullptr;
    pop = drv.cuCtxPopCurrent(&back);
  }).join();

  {
    cudasem::CheckLabel label("other_thread");
    CUDASEM_ASSERT_CU_OK_OF(cuCtxPushCurrent, push);
    CUDASEM_EXPECT_OK_OF(cudaMemcpy, copy);
    CUDASEM_EXPECT_OK_OF(cudaFree, release);
    CUDASEM_EXPECT_CU_ERROR_OF(cuCtxPopCurrent, pop, CUDA_SUCCESS);
  }
  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += host[i] == 7 + i;
  CUDASEM_EXPECT_EQ_NAMED("elements.read_on_other_thread", ok, n);
  cudasem::CheckLabel label("back_on_this_thread");
  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxPushCurrent(popped), CUDA_SUCCESS);
}
