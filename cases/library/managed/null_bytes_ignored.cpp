// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetManaged("managed_value") with bytes NULL succeeds and returns the same pointer as
// a call with both outputs (NULL bytes is ignored).
#include "../library.h"
#include "../library_ptx.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetManaged, NullBytesIgnored,
    {
        .api = {"cudaLibraryGetManaged"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetManaged",
            .quote = "One of the parameters dptr or bytes (not both) can be NULL in which case it is ignored."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace l = cudasem::library;
  l::RtLibrary lib = l::load(l::kManagedPtx);
  ASSERT_NE(lib.get(), nullptr);
  void* with_size = nullptr;
  std::size_t bytes = 0;
  CUDASEM_ASSERT_OK(cudaLibraryGetManaged(&with_size, &bytes, lib.get(), l::kManagedName));
  void* without_size = nullptr;

  CUDASEM_EXPECT_ERROR(cudaLibraryGetManaged(&without_size, nullptr, lib.get(), l::kManagedName), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("same_pointer", without_size == with_size);
}
