package org.anamnesis.testenv;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.BoltConnectorInternalSettings;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;

/**
 * Neo4jServer runs a real Neo4j Community DBMS in this JVM with only the Bolt connector
 * listening on 127.0.0.1, for the project's integration tests.
 *
 * <p>Configuration comes from the environment so that no secret appears on the command line:
 *
 * <ul>
 *   <li>{@code NEO4J_TESTENV_PORT}: the Bolt port (default 7688).
 *   <li>{@code NEO4J_TESTENV_HOME}: the DBMS home (data, transaction logs, logs). When unset a
 *       temporary directory is created and deleted again on shutdown. The directory is used as
 *       is: callers that want a fresh database must empty it first.
 *   <li>{@code NEO4J_TESTENV_READY_FILE}: written (atomically) with the Bolt URI once the DBMS
 *       is started and the Bolt port accepts connections; deleted on shutdown.
 *   <li>{@code NEO4J_TESTENV_PASSWORD}: when non-empty, authentication is enabled and the
 *       built-in user {@code neo4j} gets this password (at least 8 characters) with no forced
 *       change; when empty or unset, authentication is disabled.
 *   <li>{@code NEO4J_TESTENV_PAGECACHE_MB}: page cache size in MiB (default 128).
 * </ul>
 *
 * <p>SIGTERM or SIGINT shut the DBMS down cleanly through a JVM shutdown hook.
 */
public final class Neo4jServer {
    private static final String DEFAULT_USER = "neo4j";

    private Neo4jServer() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> env = System.getenv();
        int port = Integer.parseInt(env.getOrDefault("NEO4J_TESTENV_PORT", "7688"));
        long pageCacheMb = Long.parseLong(env.getOrDefault("NEO4J_TESTENV_PAGECACHE_MB", "128"));
        String password = env.getOrDefault("NEO4J_TESTENV_PASSWORD", "");
        boolean auth = !password.isEmpty();
        String readyEnv = env.getOrDefault("NEO4J_TESTENV_READY_FILE", "");
        Path readyFile = readyEnv.isEmpty() ? null : Path.of(readyEnv).toAbsolutePath();

        String homeEnv = env.getOrDefault("NEO4J_TESTENV_HOME", "");
        boolean tempHome = homeEnv.isEmpty();
        Path home = tempHome
                ? Files.createTempDirectory("neo4j-testenv-")
                : Files.createDirectories(Path.of(homeEnv).toAbsolutePath());
        if (readyFile != null) {
            Files.deleteIfExists(readyFile);
        }

        long started = System.nanoTime();
        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
                .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .setConfig(GraphDatabaseSettings.auth_enabled, auth)
                .setConfig(GraphDatabaseSettings.pagecache_memory, pageCacheMb * 1024 * 1024)
                .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
                .setConfig(GraphDatabaseSettings.preallocate_store_files, false)
                // Tests stop the server often: do not linger 10 s draining idle Bolt threads.
                .setConfig(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofSeconds(1))
                .setConfig(BoltConnectorInternalSettings.thread_pool_shutdown_wait_time, Duration.ofSeconds(1))
                .build();

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("neo4j-testenv: shutting down");
            try {
                if (readyFile != null) {
                    Files.deleteIfExists(readyFile);
                }
                dbms.shutdown();
                if (tempHome) {
                    deleteTree(home);
                }
                System.out.println("neo4j-testenv: stopped");
            } catch (Exception e) {
                System.err.println("neo4j-testenv: shutdown failed: " + e);
            } finally {
                stopped.countDown();
            }
        }, "neo4j-testenv-shutdown"));

        try {
            if (auth) {
                setPassword(dbms, password);
            }
            waitForBolt(port);
        } catch (Exception e) {
            // The DBMS threads would keep the JVM alive; exit so the hook shuts it down.
            System.err.println("neo4j-testenv: start failed: " + e);
            e.printStackTrace();
            System.exit(1);
        }

        String uri = "bolt://127.0.0.1:" + port;
        if (readyFile != null) {
            Path tmp = readyFile.resolveSibling(readyFile.getFileName() + ".tmp");
            Files.writeString(tmp, uri + "\n", StandardCharsets.UTF_8);
            Files.move(tmp, readyFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        }
        System.out.printf("neo4j-testenv: ready on %s (auth %s, home %s) after %d ms%n",
                uri, auth ? "enabled, user " + DEFAULT_USER : "disabled", home,
                (System.nanoTime() - started) / 1_000_000);

        stopped.await();
    }

    /**
     * setPassword gives the built-in user its password through the system database, so Bolt
     * clients can log in without the forced first-login password change.
     */
    private static void setPassword(DatabaseManagementService dbms, String password) {
        GraphDatabaseService system = dbms.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME);
        try {
            system.executeTransactionally(
                    "ALTER USER " + DEFAULT_USER + " SET PASSWORD $password CHANGE NOT REQUIRED",
                    Map.of("password", password));
        } catch (RuntimeException e) {
            // Reusing a home whose user already has this password is fine; anything else is not.
            if (!String.valueOf(e.getMessage()).contains("Old password and new password cannot be the same")) {
                throw e;
            }
        }
    }

    /** waitForBolt returns once 127.0.0.1:port accepts TCP connections, or fails after 60 s. */
    private static void waitForBolt(int port) throws InterruptedException, IOException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (true) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                return;
            } catch (IOException e) {
                if (System.nanoTime() > deadline) {
                    throw new IOException("bolt port " + port + " did not open", e);
                }
                Thread.sleep(200);
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        }
    }
}
