-- wrk script for bench/probe.ts. Reads a file of requests, one a line: path, authorization and
-- body, tab-separated (a body makes it a POST). With "cycle", goes round them until wrk's duration
-- ends; otherwise sends each once, and when all are sent stops and writes "SENT", on which the
-- caller interrupts wrk (it would sleep out its duration, and count it). Prints its figures as a
-- JSON line.
local requests, count, index, cycle = {}, 0, 0, false
function init(args)
  cycle = args[2] == "cycle"
  for line in io.lines(args[1]) do
    local path, auth, body = line:match("^([^\t]*)\t([^\t]*)\t(.*)$")
    local headers = {}
    if auth ~= "" then headers["Authorization"] = auth end
    if body ~= "" then headers["Content-Type"] = "application/json" end
    count = count + 1
    requests[count] = wrk.format(body ~= "" and "POST" or "GET", path, headers, body ~= "" and body or nil)
  end
end

function request()
  index = index + 1
  if index > count then
    index = 1
    if not cycle then
      -- The request returned here is written before the loop stops: one order sent twice, answered
      -- as the earlier one. Responses still on their way are not counted.
      wrk.thread:stop()
      io.write("SENT\n")
      io.flush()
    end
  end
  return requests[index]
end

function done(summary, latency)
  local e = summary.errors
  io.write(string.format('PROBE {"requests":%d,"seconds":%.3f,"p50Ms":%.2f,"p99Ms":%.2f,"over399":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status, e.connect + e.read + e.write + e.timeout))
end
