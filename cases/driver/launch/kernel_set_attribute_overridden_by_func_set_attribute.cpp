// SPDX-License-Identifier: Apache-2.0
// The library kernel add_value's function in the current context (cuKernelGetFunction) gets
// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES 2048 through cuFuncSetAttribute, then the kernel
// gets 1024 on device 0 through cuKernelSetAttribute: the function keeps 2048 (cuFuncGetAttribute),
// since the cuFuncSetAttribute value overrides whatever the order of the calls.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuKernelSetAttribute, OverriddenByFuncSetAttribute,
    {
        .api = {"cuKernelSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuKernelSetAttribute",
            .quote =
                "Note that attributes set using cuFuncSetAttribute() will override the attribute set by this API irrespective of whether the call to cuFuncSetAttribute() is made before or after this API call."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 2048));

  CUDASEM_ASSERT_CU_OK(
      drv.cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1024, kernel, cudasem::device0()));

  int function_value = -1, kernel_value = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&function_value, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f));
  CUDASEM_EXPECT_CU_OK(drv.cuKernelGetAttribute(
      &kernel_value, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, kernel, cudasem::device0()));
  cudasem::observe("kernel_value_after_kernel_set", kernel_value);
  CUDASEM_EXPECT_EQ_NAMED("function_value_after_kernel_set", function_value, 2048);
}
