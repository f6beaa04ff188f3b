// SPDX-License-Identifier: Apache-2.0
// cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) of the library kernel
// add_value on device 0 to the opt-in maximum less its static shared size: cuKernelGetAttribute
// then returns that value.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuKernelSetAttribute, GetReturnsSetValue,
    {
        .api = {"cuKernelSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuKernelSetAttribute",
            .quote = "However, cuKernelGetAttribute() will always return the attribute value set by this API."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));
  const CUdevice dev = cudasem::device0();
  int static_shared = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetAttribute(&static_shared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, kernel, dev));
  const int value = cudasem::attribute(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev) - static_shared;

  CUDASEM_ASSERT_CU_OK(drv.cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, value, kernel, dev));

  int read = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetAttribute(&read, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, kernel, dev));
  CUDASEM_EXPECT_TRUE_NAMED("value_read_equals_set", read == value);
}
