// SPDX-License-Identifier: Apache-2.0
// cudaLibraryLoadFromFile of the fat binary written to a temporary file; its add_one kernel,
// launched through cudaLaunchKernel, increments every element.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryLoadFromFile, KernelLaunches,
    {
        .api = {"cudaLibraryLoadFromFile"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryLoadFromFile",
            .quote = "Load a library with specified file and options"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::modules::Image image = cudasem::modules::fatbin();
  cudasem::TempFile file(image.data, image.size, ".fatbin");
  cudaLibrary_t handle = nullptr;

  CUDASEM_ASSERT_OK(cudaLibraryLoadFromFile(&handle, file.path(), nullptr, nullptr, 0, nullptr, nullptr, 0));

  cudasem::library::RtLibrary lib(handle);
  cudaKernel_t kernel = nullptr;
  CUDASEM_ASSERT_OK(cudaLibraryGetKernel(&kernel, lib.get(), cudasem::modules::kAddOne));
  CUDASEM_EXPECT_EQ_NAMED("add_one.ints_incremented", cudasem::library::add_one_via_runtime(kernel), 64u);
}
