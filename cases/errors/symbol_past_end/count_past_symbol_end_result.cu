// SPDX-License-Identifier: Apache-2.0
// Characterization: the symbol copy functions whose return list names cudaErrorInvalidValue (the
// asynchronous copies and the graph memcpy nodes of a symbol), each asked to copy 65 bytes to or
// from a 64-byte __device__ array, the other arguments valid: the code each returns is recorded (the
// text names no failure for a count past the symbol's end; cudaMemcpyToSymbol and
// cudaMemcpyFromSymbol: symbols.copy.*_past_end_fails). One row per function; the node rows first
// make a valid 64-byte node, then ask the node or the instantiated graph for 65.
#include "../errors.h"
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

namespace {

__device__ unsigned char g_symbol[64];
__global__ void touch_symbol() { g_symbol[threadIdx.x] = static_cast<unsigned char>(threadIdx.x); }

constexpr std::size_t kSymbolBytes = 64, kPastEnd = 65;

// What the rows copy with: a device buffer larger than the symbol, host bytes, a stream, a graph.
struct Objects {
  cudasem::DeviceBuffer<unsigned char> buffer{4096};
  unsigned char host[4096] = {};
  cudasem::Stream stream{cudaStreamNonBlocking};
  cudasem::Graph graph;
  cudasem::GraphExec exec;

  void set_up() {
    touch_symbol<<<1, kSymbolBytes>>>();
    CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
    CUDASEM_ASSERT_OK(cudaGraphCreate(graph.out(), 0));
  }
  // A valid node copying the whole symbol from the buffer (to_symbol) or to it.
  cudaGraphNode_t valid_node(bool to_symbol) {
    cudaGraphNode_t node = nullptr;
    if (to_symbol)
      CUDASEM_EXPECT_OK(cudaGraphAddMemcpyNodeToSymbol(
          &node, graph, nullptr, 0, g_symbol, buffer.data(), kSymbolBytes, 0, cudaMemcpyDeviceToDevice));
    else
      CUDASEM_EXPECT_OK(cudaGraphAddMemcpyNodeFromSymbol(
          &node, graph, nullptr, 0, buffer.data(), g_symbol, kSymbolBytes, 0, cudaMemcpyDeviceToDevice));
    return node;
  }
  cudaGraphNode_t instantiated_node(bool to_symbol) {
    cudaGraphNode_t node = valid_node(to_symbol);
    CUDASEM_EXPECT_OK(cudaGraphInstantiate(exec.out(), graph, 0));
    return node;
  }
};

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    {"cudaMemcpyToSymbolAsync",
        [](Objects& o) {
          return cudaMemcpyToSymbolAsync(g_symbol, o.host, kPastEnd, 0, cudaMemcpyHostToDevice, o.stream);
        }},
    {"cudaMemcpyFromSymbolAsync",
        [](Objects& o) {
          return cudaMemcpyFromSymbolAsync(o.host, g_symbol, kPastEnd, 0, cudaMemcpyDeviceToHost, o.stream);
        }},
    {"cudaGraphAddMemcpyNodeToSymbol",
        [](Objects& o) {
          cudaGraphNode_t node = nullptr;
          return cudaGraphAddMemcpyNodeToSymbol(
              &node, o.graph, nullptr, 0, g_symbol, o.buffer.data(), kPastEnd, 0, cudaMemcpyDeviceToDevice);
        }},
    {"cudaGraphAddMemcpyNodeFromSymbol",
        [](Objects& o) {
          cudaGraphNode_t node = nullptr;
          return cudaGraphAddMemcpyNodeFromSymbol(
              &node, o.graph, nullptr, 0, o.buffer.data(), g_symbol, kPastEnd, 0, cudaMemcpyDeviceToDevice);
        }},
    {"cudaGraphMemcpyNodeSetParamsToSymbol",
        [](Objects& o) {
          return cudaGraphMemcpyNodeSetParamsToSymbol(
              o.valid_node(true), g_symbol, o.buffer.data(), kPastEnd, 0, cudaMemcpyDeviceToDevice);
        }},
    {"cudaGraphMemcpyNodeSetParamsFromSymbol",
        [](Objects& o) {
          return cudaGraphMemcpyNodeSetParamsFromSymbol(
              o.valid_node(false), o.buffer.data(), g_symbol, kPastEnd, 0, cudaMemcpyDeviceToDevice);
        }},
    {"cudaGraphExecMemcpyNodeSetParamsToSymbol",
        [](Objects& o) {
          const cudaGraphNode_t node = o.instantiated_node(true);
          return cudaGraphExecMemcpyNodeSetParamsToSymbol(
              o.exec, node, g_symbol, o.buffer.data(), kPastEnd, 0, cudaMemcpyDeviceToDevice);
        }},
    {"cudaGraphExecMemcpyNodeSetParamsFromSymbol",
        [](Objects& o) {
          const cudaGraphNode_t node = o.instantiated_node(false);
          return cudaGraphExecMemcpyNodeSetParamsFromSymbol(
              o.exec, node, o.buffer.data(), g_symbol, kPastEnd, 0, cudaMemcpyDeviceToDevice);
        }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeSymbolCopy, CountPastSymbolEndResult, kRows,
    {
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidValue)",
            .quote = "This indicates that one or more of the parameters passed to the API call is not within an "
                     "acceptable range of values."},
        .claim = cudasem::Claim::hedge,
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_RECORD_CODE_OF_ROW(row.key, r);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(objects.stream));
  if (objects.exec.get()) CUDASEM_EXPECT_OK(cudaGraphExecDestroy(objects.exec.abandon()));
  CUDASEM_EXPECT_OK(cudaGraphDestroy(objects.graph.abandon()));
}
