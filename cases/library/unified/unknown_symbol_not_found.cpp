// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetUnifiedFunction of a name no unified function of the library has (the embedded
// fat binary declares none) returns cudaErrorSymbolNotFound.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetUnifiedFunction, UnknownSymbolNotFound,
    {
        .api = {"cudaLibraryGetUnifiedFunction"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetUnifiedFunction",
            .quote = "If no unified function with name symbol exists, the call returns cudaErrorSymbolNotFound."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  void* function = nullptr;

  CUDASEM_EXPECT_ERROR(
      cudaLibraryGetUnifiedFunction(&function, lib.get(), "cudasem_no_such_function"), cudaErrorSymbolNotFound);
}
