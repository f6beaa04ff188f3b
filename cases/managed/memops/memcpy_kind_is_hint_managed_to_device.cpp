// SPDX-License-Identifier: Apache-2.0
// The cudaMemcpyKind is only a hint for unified memory: a host-written managed source copied to
// device memory with cudaMemcpyHostToDevice and with cudaMemcpyDeviceToDevice gives the same data.
#include "../managed.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(ManagedMemoryOperations, MemcpyKindIsHintManagedToDevice,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.2.2.5. Memcpy()/Memset() Behavior With Unified Memory",
            .quote =
                "For cudaMemcpy*(), the direction specified as cudaMemcpyKind is a performance hint, which can have a higher performance impact if any of the arguments is a unified memory pointer."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kCount = 1 << 16;
  cudasem::ManagedBuffer<unsigned> source(kCount);
  cudasem::DeviceBuffer<unsigned> by_h2d(kCount), by_d2d(kCount);
  ASSERT_NE(source.data(), nullptr);
  for (std::size_t i = 0; i < kCount; ++i) source[i] = static_cast<unsigned>(i ^ 0x5555u);

  CUDASEM_EXPECT_OK(cudaMemcpy(by_h2d.data(), source.data(), source.bytes(), cudaMemcpyHostToDevice));
  CUDASEM_EXPECT_OK(cudaMemcpy(by_d2d.data(), source.data(), source.bytes(), cudaMemcpyDeviceToDevice));

  std::vector<unsigned> h2d(kCount), d2d(kCount);
  CUDASEM_ASSERT_OK(cudaMemcpy(h2d.data(), by_h2d.data(), by_h2d.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(d2d.data(), by_d2d.data(), by_d2d.bytes(), cudaMemcpyDeviceToHost));
  auto expected = [](std::size_t i) { return static_cast<unsigned>(i ^ 0x5555u); };
  std::size_t bad_h2d = m::mismatches(h2d.data(), kCount, expected);
  std::size_t bad_d2d = m::mismatches(d2d.data(), kCount, expected);
  CUDASEM_EXPECT_EQ_NAMED("mismatches_host_to_device_kind", bad_h2d, 0u);
  CUDASEM_EXPECT_EQ_NAMED("mismatches_device_to_device_kind", bad_d2d, 0u);
}
