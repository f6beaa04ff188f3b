// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetName with len 5: the name comes back shortened to fit (at most 4 characters and a
// NUL), a prefix of the full name.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(DriverDeviceName, ShortenedToLen,
    {
        .api = {"cuDeviceGetName"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetName",
            .quote = "name is shortened to the specified len, if len is less than the device name"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  char full[256] = {0};
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetName(full, sizeof full, dev));
  CUDASEM_ASSERT_TRUE_NAMED("full_name_longer_than_len", std::strlen(full) > 4u)
      << "the device name is too short for this check: " << full;
  char shortened[16];
  std::memset(shortened, 'x', sizeof shortened);

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetName(shortened, 5, dev));

  cudasem::environment("full_device_name", std::string(full));
  const void* nul = std::memchr(shortened, 0, 5);
  CUDASEM_ASSERT_TRUE_NAMED("shortened_name.nul_within_len", nul != nullptr) << "no NUL within the first 5 bytes";
  cudasem::observe("shortened_name", std::string(shortened));
  CUDASEM_EXPECT_TRUE_NAMED("shortened_is_prefix_of_full", std::string(full).rfind(shortened, 0) == 0u)
      << "not a prefix of the full name";
  CUDASEM_EXPECT_EQ_NAMED("byte_after_len_untouched", shortened[5], 'x') << "wrote past len";
}
