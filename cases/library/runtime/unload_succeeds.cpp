// SPDX-License-Identifier: Apache-2.0
// cudaLibraryUnload of a loaded library whose kernel was just launched returns cudaSuccess, and
// the device stays usable (cudaDeviceSynchronize succeeds).
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryUnload, Succeeds,
    {
        .api = {"cudaLibraryUnload"},
        .cite = {.doc = "RT", .section = "cudaLibraryUnload", .quote = "Unloads the library specified with library"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernel = nullptr;
  CUDASEM_ASSERT_OK(cudaLibraryGetKernel(&kernel, lib.get(), cudasem::modules::kAddOne));
  CUDASEM_ASSERT_EQ_NAMED("add_one.ints_incremented_before_unload", cudasem::library::add_one_via_runtime(kernel), 64u);

  CUDASEM_EXPECT_ERROR(cudaLibraryUnload(lib.abandon()), cudaSuccess);

  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
