// SPDX-License-Identifier: Apache-2.0
// Characterization: cuFuncSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) of
// add_value to one byte more than the opt-in maximum less its static shared size is called; the
// text names no outcome for it, and the code is recorded.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncSetAttribute, DynamicSharedAboveOptinFails,
    {
        .api = {"cuFuncSetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuFuncSetAttribute",
            .quote =
                "The sum of this value and the function attribute CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES cannot exceed the device attribute CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  int static_shared = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&static_shared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
  const int value =
      cudasem::attribute(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, cudasem::device0()) - static_shared + 1;

  cudasem::observe("func_set_attribute_dynamic_shared_above_optin_result",
      drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, value));
}
