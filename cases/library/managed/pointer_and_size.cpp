// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetManaged("managed_value") of a library loaded from PTX that declares a managed int
// initialized to 7 returns size sizeof(int) and a pointer whose int (read with cudaMemcpy) is 7.
#include "../library.h"
#include "../library_ptx.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetManaged, PointerAndSize,
    {
        .api = {"cudaLibraryGetManaged"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetManaged",
            .quote =
                "Returns in *dptr and *bytes the base pointer and size of the managed memory with name name for the requested library library."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace l = cudasem::library;
  l::RtLibrary lib = l::load(l::kManagedPtx);
  ASSERT_NE(lib.get(), nullptr);
  void* pointer = nullptr;
  std::size_t bytes = 0;

  CUDASEM_ASSERT_OK(cudaLibraryGetManaged(&pointer, &bytes, lib.get(), l::kManagedName));

  CUDASEM_EXPECT_EQ_NAMED("managed_size_bytes", bytes, sizeof(int));
  CUDASEM_ASSERT_TRUE_NAMED("managed_pointer.returned", pointer != nullptr);
  int value = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&value, pointer, sizeof value, cudaMemcpyDefault));
  CUDASEM_EXPECT_EQ_NAMED("managed_initial_value", value, l::kManagedInitial);
}
