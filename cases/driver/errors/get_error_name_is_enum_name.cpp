// SPDX-License-Identifier: Apache-2.0
// cuGetErrorName(CUDA_ERROR_OUT_OF_MEMORY) is the enum's name, "CUDA_ERROR_OUT_OF_MEMORY".
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetErrorName, IsEnumName,
    {
        .api = {"cuGetErrorName"},
        .cite = {.doc = "DRV",
            .section = "cuGetErrorName",
            .quote =
                "Sets *pStr to the address of a NULL-terminated string representation of the name of the enum error code error."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const char* name = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGetErrorName(CUDA_ERROR_OUT_OF_MEMORY, &name));

  CUDASEM_ASSERT_TRUE_NAMED("error_name.returned", name != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("error_name", std::string(name), std::string("CUDA_ERROR_OUT_OF_MEMORY"));
}
