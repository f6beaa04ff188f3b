// SPDX-License-Identifier: Apache-2.0
// Helpers of the deprecated one-dimensional array copy cases (cudaMemcpyToArray,
// cudaMemcpyFromArray, cudaMemcpyArrayToArray and their Async forms; namespace cudasem::arrays):
// a 64x16 8-bit array filled from a host matrix, read back whole, and the count of bytes of a
// read-back array that hold a run of `count` bytes at (row, column) and are unchanged elsewhere.
#pragma once

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/pitched_memory.h"

namespace cudasem::arrays {

inline constexpr std::size_t kLegacyWidth = 64, kLegacyRows = 16;

// A kLegacyWidth x kLegacyRows 8-bit array holding `contents` (kLegacyWidth * kLegacyRows bytes,
// row after row), written with cudaMemcpy2DToArray, then cudaDeviceSynchronize. ASSERTs: the case
// returns after it when HasFatalFailure().
inline void make_legacy_array(Array& a, const std::vector<unsigned char>& contents) {
  CUDASEM_ASSERT_OK(malloc_array(a, uchar1_desc(), kLegacyWidth, kLegacyRows));
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(
      a.get(), 0, 0, contents.data(), kLegacyWidth, kLegacyWidth, kLegacyRows, cudaMemcpyHostToDevice));
  // From pageable memory the copy may return before its DMA is done, in the legacy stream, which a
  // cudaStreamNonBlocking stream does not wait for.
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
}

// The whole array read back with cudaMemcpy2DFromArray (empty when the read fails: a test failure).
inline std::vector<unsigned char> read_legacy_array(cudaArray_const_t a) {
  std::vector<unsigned char> back(kLegacyWidth * kLegacyRows, 0xee);
  CUDASEM_EXPECT_OK(
      cudaMemcpy2DFromArray(back.data(), kLegacyWidth, a, 0, 0, kLegacyWidth, kLegacyRows, cudaMemcpyDeviceToHost));
  return back;
}

// Compares a read-back array with what it should hold: `before` everywhere except the `count`
// bytes from (row, column) on, which should hold `run`. Returns the number of mismatching bytes;
// observes "run_bytes_matching" and "bytes_outside_run_changed".
inline std::size_t legacy_mismatches(const std::vector<unsigned char>& back, const std::vector<unsigned char>& before,
    const unsigned char* run, std::size_t row, std::size_t column, std::size_t count) {
  const std::size_t start = row * kLegacyWidth + column;
  std::size_t run_ok = 0, outside_changed = 0;
  for (std::size_t i = 0; i < back.size() && i < before.size(); ++i) {
    if (i >= start && i < start + count)
      run_ok += back[i] == run[i - start];
    else
      outside_changed += back[i] != before[i];
  }
  cudasem::observe("run_bytes_matching", static_cast<unsigned long long>(run_ok));
  cudasem::observe("bytes_outside_run_changed", static_cast<unsigned long long>(outside_changed));
  return (count - run_ok) + outside_changed + (back.size() == before.size() ? 0 : 1);
}

}  // namespace cudasem::arrays
