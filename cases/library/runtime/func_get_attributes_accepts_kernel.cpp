// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetAttributes of a cudaKernel_t (from cudaLibraryGetKernel) cast to const void*: the
// handle is used as a kernel, the call succeeds and reports a positive maxThreadsPerBlock.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFuncGetAttributes, AcceptsLibraryKernel,
    {
        .api = {"cudaFuncGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaFuncGetAttributes",
            .quote =
                "If the specified function does not exist, then it is assumed to be a cudaKernel_t and used as is."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernel = nullptr;
  CUDASEM_ASSERT_OK(cudaLibraryGetKernel(&kernel, lib.get(), cudasem::modules::kAddOne));
  cudaFuncAttributes attrs{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&attrs, reinterpret_cast<const void*>(kernel)));

  cudasem::environment("max_threads_per_block", attrs.maxThreadsPerBlock);
  cudasem::environment("num_regs", attrs.numRegs);
  CUDASEM_EXPECT_TRUE_NAMED("max_threads_per_block.positive", attrs.maxThreadsPerBlock > 0);
}
