// SPDX-License-Identifier: Apache-2.0
// cudaLibraryLoadData of 4 KiB of bytes that are no cubin, fatbin or PTX (NUL-terminated) must
// fail (a documented code, recorded).
#include "../lib.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryLoadData, GarbageFails, {
    .id = "library.runtime.load_data_garbage_fails",
    .cite = {.doc = "RT", .section = "cudaLibraryLoadData",
             .quote = "The code may be a cubin or fatbin as output by nvcc, or a NULL-terminated PTX, either as output by nvcc or hand-written.",
             .version = "13.0"},
}) {
  std::vector<unsigned char> garbage(4096, 0xa5);
  garbage.back() = 0;
  cudaLibrary_t lib = nullptr;

  CUDASEM_EXPECT_FAILURE(cudaLibraryLoadData(&lib, garbage.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));

  cudasem::last_error(cudasem::LastError::clear);
  if (lib) cudaLibraryUnload(lib);
}
