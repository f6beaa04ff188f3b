// SPDX-License-Identifier: Apache-2.0
// cuLibraryEnumerateKernels returns the library's three kernels: their cuKernelGetName names are
// exactly add_one, add_value and read_global.
#include "cudasem/cudasem.h"
#include "../library.h"

#include <set>
#include <string>

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
    CUDASEM_ASSERT_TRUE_NAMED("enumerated_kernel.non_null", k != nullptr);
    CUDASEM_EXPECT_CU_ERROR(drv.cuKernelGetName(&name, k), CUDA_SUCCESS);
    names.insert(name ? name : "(null)");
  }
  std::string listed;  // the distinct names in order, comma-separated
  for (const std::string& name : names) listed += (listed.empty() ? "" : ",") + name;
  CUDASEM_EXPECT_EQ_NAMED("enumerated_kernel.names", listed, "add_one,add_value,read_global");
}
