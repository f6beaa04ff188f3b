// SPDX-License-Identifier: Apache-2.0
// An interprocess event recorded by the parent behind a gate: in a second process that opened
// it, cudaEventQuery says NotReady while the gate holds and Success after the release.
#include "cudasem/cudasem.h"

// stdin: event handle (hex), then "released". stdout: "open <e>", "held <e>", "after <e>", "end".
CUDASEM_HELPER(ipc_event_importer) {
  using namespace cudasem;
  auto hex = helper_read("handle", std::chrono::seconds(30));
  cudaIpcEventHandle_t handle{};
  if (!hex || !from_hex(*hex, &handle, sizeof handle)) return 3;
  cudaEvent_t ev = nullptr;
  cudaError_t open = cudaIpcOpenEventHandle(&ev, handle);
  helper_send("open", open);
  if (open != cudaSuccess) {
    helper_send("end");
    return 0;
  }
  helper_send("held", cudaEventQuery(ev));
  auto released = helper_read_message(std::chrono::seconds(60));
  cudaError_t after = cudaErrorNotReady;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(40);
  while (released && (after = cudaEventQuery(ev)) == cudaErrorNotReady && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  helper_send("after", after);
  cudaEventDestroy(ev);
  helper_send("end");
  return 0;
}

CUDASEM_CASE(IpcEvent, ImportedEventFollowsExporterWork,
    {
        .api = {"cudaIpcGetEventHandle"},
        .cite = {.doc = "RT",
            .section = "cudaIpcGetEventHandle",
            .quote =
                "After the event has been been opened in the importing process, cudaEventRecord, cudaEventSynchronize, cudaStreamWaitEvent and cudaEventQuery may be used in either process."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("ipcEventSupported") >= 1},
        .timeout_s = 120,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventInterprocess | cudaEventDisableTiming);
  cudasem::Gate gate;
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, stream));
  gate.arm_watchdog(cudasem::milliseconds(45000));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());
  cudaIpcEventHandle_t handle{};
  CUDASEM_ASSERT_OK(cudaIpcGetEventHandle(&handle, event));
  cudasem::ChildProcess child("ipc_event_importer", {});
  CUDASEM_ASSERT_TRUE_NAMED("helper.started", child.started()) << child.error();
  std::optional<cudasem::HelperCode> open, held, after;

  child.send("handle", cudasem::to_hex(&handle, sizeof handle));
  while (auto m = child.read_message(std::chrono::seconds(40))) {
    if (m->key == "open") open = m->code();
    if (m->key == "held") {
      held = m->code();
      break;
    }
    if (m->key == "end") break;
  }
  const bool gate_held_at_query = !gate.released();
  gate.release();
  child.send("released");
  after = child.read_report(std::chrono::seconds(60)).code("after");
  auto code = child.wait_exit(std::chrono::seconds(30));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_ASSERT_TRUE_NAMED("helper.reported_all_codes", open && held && after)
      << "the helper did not report open, held and after";
  cudasem::observe("child_query_while_gate_held", *held);
  cudasem::observe("child_query_after_release", *after);
  cudasem::observe("child_open", *open);
  CUDASEM_EXPECT_TRUE_NAMED("helper.exited_cleanly", code && *code == 0) << "helper exit";
  CUDASEM_EXPECT_OK_OF(cudaIpcOpenEventHandle, static_cast<cudaError_t>(open->code)) << open->text();
  CUDASEM_EXPECT_TRUE_NAMED("gate_held_at_query", gate_held_at_query)
      << "the watchdog released the gate before the child queried";
  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, static_cast<cudaError_t>(held->code), cudaErrorNotReady) << held->text();
  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, static_cast<cudaError_t>(after->code), cudaSuccess) << after->text();
}
