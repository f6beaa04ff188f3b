// SPDX-License-Identifier: Apache-2.0
// cuFuncSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) of add_value to the opt-in
// maximum less its static shared size: cuFuncGetAttribute then reads that value.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncSetAttribute, MaxDynamicSharedRoundTrip,
    {
        .api = {"cuFuncSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuFuncSetAttribute",
            .quote =
                "This call sets the value of a specified attribute attrib on the kernel given by hfunc to an integer value specified by val"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  int static_shared = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&static_shared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
  const int value =
      cudasem::attribute(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, cudasem::device0()) - static_shared;

  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, value));

  int read = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&read, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f));
  CUDASEM_EXPECT_TRUE_NAMED("value_read_equals_set", read == value);
}
