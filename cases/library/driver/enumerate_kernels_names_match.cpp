// SPDX-License-Identifier: Apache-2.0
// cuLibraryEnumerateKernels returns the library's three kernels: their cuKernelGetName names are
// exactly add_one, add_value and read_global.
#include "cudasem/cudasem.h"
#include "../library.h"

#include <set>

CUDASEM_CASE(CuLibraryEnumerateKernels, NamesMatch,
    {
        .api = {"cuLibraryEnumerateKernels"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryEnumerateKernels",
            .quote = "Returns in kernels a maximum number of numKernels kernel handles within lib."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::fatbin().data);
  CUkernel kernels[3] = {};

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryEnumerateKernels(kernels, 3, lib));

  std::set<std::string> names;
  for (CUkernel k : kernels) {
    const char* name = nullptr;
    ASSERT_NE(k, nullptr);
    CUDASEM_EXPECT_CU_ERROR(drv.cuKernelGetName(&name, k), CUDA_SUCCESS);
    names.insert(name ? name : "(null)");
  }
  EXPECT_EQ(names, (std::set<std::string>{"add_one", "add_value", "read_global"}));
}
