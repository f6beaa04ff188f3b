// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetManaged of a name no managed variable of the library has (the embedded fat
// binary declares none) returns cudaErrorSymbolNotFound.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetManaged, UnknownNameNotFound,
    {
        .api = {"cudaLibraryGetManaged"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetManaged",
            .quote =
                "If no managed memory with the requested name name exists, the call returns cudaErrorSymbolNotFound."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  void* pointer = nullptr;
  std::size_t bytes = 0;

  CUDASEM_EXPECT_ERROR(
      cudaLibraryGetManaged(&pointer, &bytes, lib.get(), "cudasem_no_such_managed"), cudaErrorSymbolNotFound);
}
