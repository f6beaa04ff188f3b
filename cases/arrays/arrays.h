// SPDX-License-Identifier: Apache-2.0
// Helpers of the CUDA array cases: the gated run of an asynchronous array copy. The owners of
// arrays and mipmapped arrays, the allocation calls that fill them and the host byte matrices
// are shared with the pitched and texture cases: cudasem/pitched_memory.h.
#pragma once

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstddef>

#include "cudasem/cudasem.h"
#include "cudasem/pitched_memory.h"

namespace cudasem::arrays {

// The asynchronous array-copy cases: runs copy() (an async copy in `stream`) while a gate holds
// the stream (call_behind_gate_expecting_return), records "returned_before_release" and the
// measurement "gate_attempts", then synchronizes the stream. The case returns after it when
// HasFatalFailure().
template <typename Copy>
void copy_while_gate_holds(cudaStream_t stream, Copy copy) {
  auto r = cudasem::call_behind_gate_expecting_return(stream, copy);

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
}

}  // namespace cudasem::arrays
