// SPDX-License-Identifier: Apache-2.0
// cuModuleEnumerateFunctions returns the module's three kernels: their cuFuncGetName names are
// exactly add_one, add_value and read_global.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <set>

CUDASEM_CASE(DriverModuleEnumerateFunctions, NamesMatch,
    {
        .api = {"cuModuleEnumerateFunctions"},
        .cite = {.doc = "DRV",
            .section = "cuModuleEnumerateFunctions",
            .quote = "Returns in functions a maximum number of numFunctions function handles within mod."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction fns[8] = {};

  CUDASEM_ASSERT_CU_OK(drv.cuModuleEnumerateFunctions(fns, cudasem::modules::kKernelCount, loaded.mod));

  std::set<std::string> names;
  for (unsigned i = 0; i < cudasem::modules::kKernelCount; ++i) {
    const char* name = nullptr;
    CUDASEM_ASSERT_TRUE_NAMED("function_handle.enumerated", fns[i] != nullptr) << "handle " << i;
    CUDASEM_EXPECT_CU_ERROR(drv.cuFuncGetName(&name, fns[i]), CUDA_SUCCESS);
    names.insert(name ? name : "(null)");
  }
  std::string all;
  for (const auto& n : names) all += n + " ";
  cudasem::observe("function_names", all);
  CUDASEM_EXPECT_TRUE_NAMED(
      "function_names.are_module_kernels", (names == std::set<std::string>{"add_one", "add_value", "read_global"}));
}
