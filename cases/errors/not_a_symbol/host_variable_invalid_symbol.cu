// SPDX-License-Identifier: Apache-2.0
// The symbol copy functions whose return list names cudaErrorInvalidSymbol, given the address of a
// host variable (no device symbol; this file's real __device__ symbol is registered) with a valid
// count, direction and buffer: the identifier is not a valid symbol, so each returns
// cudaErrorInvalidSymbol. One row per function (cudaMemcpyToSymbol: symbols.copy.not_a_symbol_fails;
// cudaGetSymbolAddress and cudaGetSymbolSize: symbols.address, symbols.size).
#include "../errors.h"
#include "cudasem/cudasem.h"

namespace {

__device__ unsigned g_registered[4];
__global__ void touch_registered() { g_registered[threadIdx.x] = threadIdx.x; }
unsigned host_only[4];

// What the rows copy with: host values and a stream.
struct Objects {
  unsigned values[4] = {1, 2, 3, 4};
  cudasem::Stream stream{cudaStreamNonBlocking};

  void set_up() {
    touch_registered<<<1, 4>>>();
    CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  }
};

const void* not_a_symbol() { return static_cast<const void*>(host_only); }

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    {"cudaMemcpyFromSymbol",
        [](Objects& o) { return cudaMemcpyFromSymbol(o.values, not_a_symbol(), sizeof o.values); }},
    {"cudaMemcpyFromSymbolAsync",
        [](Objects& o) {
          return cudaMemcpyFromSymbolAsync(
              o.values, not_a_symbol(), sizeof o.values, 0, cudaMemcpyDeviceToHost, o.stream);
        }},
    {"cudaMemcpyToSymbolAsync",
        [](Objects& o) {
          return cudaMemcpyToSymbolAsync(
              not_a_symbol(), o.values, sizeof o.values, 0, cudaMemcpyHostToDevice, o.stream);
        }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeSymbolCopy, HostVariableInvalidSymbol, kRows,
    {
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidSymbol)",
            .quote = "This indicates that the symbol name/identifier passed to the API call is not a valid name or "
                     "identifier."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_EXPECT_ERROR_OF_ROW(row.key, r, cudaErrorInvalidSymbol);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(objects.stream));
}
