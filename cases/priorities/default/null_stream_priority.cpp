// SPDX-License-Identifier: Apache-2.0
// The docs do not say what cudaStreamGetPriority reports for the NULL (legacy) stream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriority, NullStreamPriority,
    {
        .api = {"cudaStreamGetPriority"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaStreamCreateWithPriority", .quote = "'0' represents default priority."},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  int priority = 1000;

  cudaError_t r = cudaStreamGetPriority(nullptr, &priority);

  cudasem::observe("null_stream_priority", r == cudaSuccess ? std::to_string(priority) : std::string("n/a"));
  cudasem::observe("returned_code", r);
  cudasem::last_error(cudasem::LastError::clear);
}
