// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetName into a large, pre-filled buffer: a non-empty ASCII name ending in a NUL.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(DriverDeviceName, NullTerminated,
    {
        .api = {"cuDeviceGetName"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetName",
            .quote =
                "Returns an ASCII string identifying the device dev in the NULL-terminated string pointed to by name."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  char name[256];
  std::memset(name, 'x', sizeof name);

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetName(name, sizeof name, cudasem::device0()));

  const void* nul = std::memchr(name, 0, sizeof name);
  CUDASEM_ASSERT_TRUE_NAMED("name.nul_terminated", nul != nullptr) << "no NUL in the returned name";
  cudasem::environment("device_name", std::string(name));
  CUDASEM_EXPECT_TRUE_NAMED("device_name_not_empty", std::strlen(name) > 0u);
  bool ascii = true;
  for (const char* c = name; *c; ++c) ascii = ascii && static_cast<unsigned char>(*c) < 0x80;
  CUDASEM_EXPECT_TRUE_NAMED("device_name_is_ascii", ascii);
}
