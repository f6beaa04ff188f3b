// SPDX-License-Identifier: Apache-2.0
// cuCoredumpGetAttributeGlobal(CU_COREDUMP_FILE) with a NULL value places the size of the value's
// memory region in size: it changes from 0 to a positive size.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCoredumpGetAttributeGlobal, NullValueGivesSize,
    {
        .api = {"cuCoredumpGetAttributeGlobal"},
        .cite = {.doc = "DRV",
            .section = "cuCoredumpGetAttributeGlobal",
            .quote =
                "If the caller calls this function with *value equal to NULL, the size of the memory region (in bytes) expected for attrib will be placed in size."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  std::size_t size = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuCoredumpGetAttributeGlobal(CU_COREDUMP_FILE, nullptr, &size));

  cudasem::observe("file_attribute_size", size);
  CUDASEM_EXPECT_TRUE_NAMED("file_attribute_size_positive", size > 0u);
}
